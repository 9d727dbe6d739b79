//! One small sort for the whole crate.
//!
//! The standard library's sorts are fast but large: every element type
//! and comparison instantiates several kilobytes of code (driftsort and
//! ipnsort), and that code counts against the npm module's size budget.
//! The crate sorts short lists (a verdict's findings, a text's decoded
//! layers, record ids, a JSON object's keys), so one heapsort serves them
//! all: O(n log n) comparisons whatever the input, no allocation, a few
//! hundred bytes per instantiation.

use alloc::vec::Vec;
use core::cmp::Ordering;

/// Sorts `v` by `cmp` (a total order), in O(n log n) comparisons. Not
/// stable: elements `cmp` finds equal may end in any order (the same on
/// every target).
pub(crate) fn sort_by<T>(v: &mut [T], mut cmp: impl FnMut(&T, &T) -> Ordering) {
    let n = v.len();
    // Moves `v[root]` down the heap `v[..end]` until no child is greater.
    let mut sift = |v: &mut [T], mut root: usize, end: usize| loop {
        let mut child = 2 * root + 1;
        if child >= end {
            break;
        }
        if child + 1 < end && cmp(&v[child], &v[child + 1]) == Ordering::Less {
            child += 1;
        }
        if cmp(&v[root], &v[child]) != Ordering::Less {
            break;
        }
        v.swap(root, child);
        root = child;
    };
    for i in (0..n / 2).rev() {
        sift(v, i, n);
    }
    for end in (1..n).rev() {
        v.swap(0, end);
        sift(v, 0, end);
    }
}

/// Sorts `v` in its own order (see [`sort_by`]; elements that compare
/// equal are equal, so stability does not matter).
pub(crate) fn sort<T: Ord>(v: &mut [T]) {
    sort_by(v, T::cmp);
}

/// Sorts `v` by `cmp`, stable: elements `cmp` finds equal keep their
/// order.
pub(crate) fn sort_stable_by<T>(v: &mut Vec<T>, mut cmp: impl FnMut(&T, &T) -> Ordering) {
    // (most lists sorted per scan hold no element or one: no allocation)
    if v.len() < 2 {
        return;
    }
    let mut order: Vec<usize> = (0..v.len()).collect();
    sort_by(&mut order, |&a, &b| cmp(&v[a], &v[b]).then(a.cmp(&b)));
    let mut slots: Vec<Option<T>> = v.drain(..).map(Some).collect();
    v.extend(order.into_iter().filter_map(|i| slots[i].take()));
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Lists of every length up to 64 and some longer, with many equal
    /// keys, from a fixed pseudo-random sequence.
    fn lists() -> Vec<Vec<(u8, usize)>> {
        let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut next = move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        (0..64).chain([100, 257, 1000]).map(|n| (0..n).map(|i| ((next() % 7) as u8, i)).collect()).collect()
    }

    #[test]
    fn sort_orders_as_the_standard_sort() {
        for l in lists() {
            let (mut a, mut b) = (l.clone(), l);
            sort(&mut a);
            b.sort();
            assert_eq!(a, b);
        }
    }

    #[test]
    fn sort_by_orders_by_the_comparison() {
        for l in lists() {
            let mut a = l;
            sort_by(&mut a, |x, y| y.0.cmp(&x.0));
            assert!(a.windows(2).all(|w| w[0].0 >= w[1].0));
        }
    }

    #[test]
    fn sort_stable_by_keeps_equal_elements_in_order() {
        for l in lists() {
            let (mut a, mut b) = (l.clone(), l);
            sort_stable_by(&mut a, |x, y| x.0.cmp(&y.0));
            b.sort_by_key(|x| x.0);
            assert_eq!(a, b);
        }
    }
}
