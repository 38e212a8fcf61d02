// bisect: binary search and sorted insertion over any indexable sequence, written in Python.
// Bounds are normalised in one helper (index-like lo/hi, hi=None or -1 meaning the whole
// sequence); key= callbacks run in plain Python so a host call inside one still pauses.
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view bisect_source() {
    return R"PY(
# Binary search over sorted sequences. Every public function funnels its
# bounds through _span(), then runs one of two tight loops; the loops are kept
# separate for the key/no-key cases so the common path does no extra calls.
from operator import index as _as_int


def _span(seq, lo, hi):
    # Bounds arrive as anything index-like; plain ints skip the conversion.
    if type(lo) is not int:
        lo = _as_int(lo)
    if lo < 0:
        raise ValueError('lo must be non-negative')
    if hi is None:
        if type(seq) is dict:
            # CPython sizes it through the sequence protocol, which a dict does not have.
            raise TypeError('dict is not a sequence')
        return lo, len(seq)
    if type(hi) is not int:
        try:
            hi = _as_int(hi)
        except TypeError:
            raise TypeError('argument should be integer or None, not %r'
                            % type(hi).__name__) from None
    if hi == -1:
        # -1 is the C implementation's "not given" sentinel, so it means len().
        return lo, len(seq)
    return lo, hi


def bisect_left(a, x, lo=0, hi=None, *, key=None):
    """Return the first index where x could be inserted keeping a sorted
    (every item before it is < x)."""
    lo, hi = _span(a, lo, hi)
    if key is None:
        while lo < hi:
            probe = (lo + hi) // 2
            if a[probe] < x:
                lo = probe + 1
            else:
                hi = probe
        return lo
    while lo < hi:
        probe = (lo + hi) // 2
        if key(a[probe]) < x:
            lo = probe + 1
        else:
            hi = probe
    return lo


def bisect_right(a, x, lo=0, hi=None, *, key=None):
    """Return the index just past the last item equal to x, keeping a sorted
    (no item after it is <= x)."""
    lo, hi = _span(a, lo, hi)
    if key is None:
        while lo < hi:
            probe = (lo + hi) // 2
            if x < a[probe]:
                hi = probe
            else:
                lo = probe + 1
        return lo
    while lo < hi:
        probe = (lo + hi) // 2
        if x < key(a[probe]):
            hi = probe
        else:
            lo = probe + 1
    return lo


def insort_left(a, x, lo=0, hi=None, *, key=None):
    """Insert x into sorted a, before any items equal to it."""
    # With key=, the search compares keys, so x is mapped once up front.
    target = x if key is None else key(x)
    # The search runs before a.insert is looked up: a non-sequence fails on len(), as CPython.
    at = bisect_left(a, target, lo, hi, key=key)
    a.insert(at, x)


def insort_right(a, x, lo=0, hi=None, *, key=None):
    """Insert x into sorted a, after any items equal to it."""
    target = x if key is None else key(x)
    at = bisect_right(a, target, lo, hi, key=key)
    a.insert(at, x)


bisect = bisect_right
insort = insort_right
)PY";
}

}  // namespace basilisk::stdlib
