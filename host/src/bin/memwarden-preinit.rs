//! `memwarden-preinit IN.wasm OUT.wasm`: pre-initialises the memwarden
//! component's core module (Wizer) at build time.
//!
//! It instantiates the module (which imports nothing), calls its
//! `wizer-initialize` export (which compiles the built-in scanner and warms
//! it) and writes a new module whose data segments are the resulting
//! memory. `make components` then wraps it with `wasm-tools component new`.
//! Each fresh instance of the component starts with the rules compiled, so
//! a call no longer pays for compiling them.

use std::future::Future;
use std::process::ExitCode;
use std::task::{Context, Poll, Waker};

use wasmtime::{Engine, Instance, Module, Store, Val};
use wasmtime_wizer::{InstanceState, SnapshotVal, ValType, Wizer};

struct Snapshot<'a> {
    store: &'a mut Store<()>,
    instance: Instance,
}

impl InstanceState for Snapshot<'_> {
    fn global_get(&mut self, name: &str, _type_hint: ValType) -> impl Future<Output = SnapshotVal> + Send {
        let global = self.instance.get_global(&mut *self.store, name).expect("wizer exports every global");
        let v = match global.get(&mut *self.store) {
            Val::I32(x) => SnapshotVal::I32(x),
            Val::I64(x) => SnapshotVal::I64(x),
            Val::F32(x) => SnapshotVal::F32(x),
            Val::F64(x) => SnapshotVal::F64(x),
            Val::V128(x) => SnapshotVal::V128(x.as_u128()),
            other => panic!("global {name}: unsupported value {other:?}"),
        };
        std::future::ready(v)
    }

    fn memory_contents(&mut self, name: &str, contents: impl FnOnce(&[u8]) + Send) -> impl Future<Output = ()> + Send {
        let memory = self.instance.get_memory(&mut *self.store, name).expect("wizer exports every memory");
        contents(memory.data(&*self.store));
        std::future::ready(())
    }
}

/// Drives a future whose every await is already ready (the snapshot reads
/// memory synchronously above).
fn block_on<F: Future>(f: F) -> F::Output {
    let mut f = std::pin::pin!(f);
    let mut cx = Context::from_waker(Waker::noop());
    loop {
        if let Poll::Ready(v) = f.as_mut().poll(&mut cx) {
            return v;
        }
    }
}

fn run(input: &str, output: &str) -> wasmtime::Result<(usize, usize)> {
    let wasm = std::fs::read(input)?;
    let wizer = Wizer::new();
    let (cx, instrumented) = wizer.instrument(&wasm)?;
    let engine = Engine::default();
    let module = Module::new(&engine, &instrumented)?;
    let mut store = Store::new(&engine, ());
    let instance = Instance::new(&mut store, &module, &[])?;
    instance.get_typed_func::<(), ()>(&mut store, wizer.get_init_func())?.call(&mut store, ())?;
    let out = block_on(wizer.snapshot(&cx, &mut Snapshot { store: &mut store, instance }))?;
    std::fs::write(output, &out)?;
    Ok((wasm.len(), out.len()))
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [input, output] = args.as_slice() else {
        eprintln!("usage: memwarden-preinit IN.wasm OUT.wasm");
        return ExitCode::from(1);
    };
    match run(input, output) {
        Ok((a, b)) => {
            eprintln!("memwarden-preinit: {input} ({a} bytes) -> {output} ({b} bytes, rules compiled)");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("memwarden-preinit: {e:#}");
            ExitCode::from(1)
        }
    }
}
