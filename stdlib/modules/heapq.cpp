// heapq: the binary-heap functions with CPython's comparison order (so ties settle where
// CPython's do); nsmallest/nlargest are the stable sort they are documented to equal.
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view heapq_source() {
    return R"PY(
__all__ = ['heappush', 'heappop', 'heapify', 'heapreplace', 'merge',
           'nlargest', 'nsmallest', 'heappushpop']


def _check(heap, name):
    if not isinstance(heap, list):
        raise TypeError(f'{name}() argument 1 must be list, not {type(heap).__name__}')


def heappush(heap, item, /):
    _check(heap, 'heappush')
    heap.append(item)
    _siftdown(heap, 0, len(heap) - 1)


def heappop(heap, /):
    _check(heap, 'heappop')
    if not heap:
        raise IndexError('index out of range')
    lastelt = heap.pop()
    if heap:
        returnitem = heap[0]
        heap[0] = lastelt
        _siftup(heap, 0)
        return returnitem
    return lastelt


def heapreplace(heap, item, /):
    _check(heap, 'heapreplace')
    if not heap:
        raise IndexError('index out of range')
    returnitem = heap[0]
    heap[0] = item
    _siftup(heap, 0)
    return returnitem


def heappushpop(heap, item, /):
    _check(heap, 'heappushpop')
    if heap and heap[0] < item:
        item, heap[0] = heap[0], item
        _siftup(heap, 0)
    return item


def heapify(x, /):
    _check(x, 'heapify')
    n = len(x)
    for i in reversed(range(n // 2)):
        _siftup(x, i)


def _heappop_max(heap):
    lastelt = heap.pop()
    if heap:
        returnitem = heap[0]
        heap[0] = lastelt
        _siftup_max(heap, 0)
        return returnitem
    return lastelt


def _heapify_max(x):
    n = len(x)
    for i in reversed(range(n // 2)):
        _siftup_max(x, i)


# The sift routines move the hole down to a leaf and then bubble the item up (fewer
# comparisons), the order in which CPython compares, so ties land where CPython puts them.
def _siftdown(heap, startpos, pos):
    newitem = heap[pos]
    while pos > startpos:
        parentpos = (pos - 1) >> 1
        parent = heap[parentpos]
        if newitem < parent:
            heap[pos] = parent
            pos = parentpos
            continue
        break
    heap[pos] = newitem


def _siftup(heap, pos):
    endpos = len(heap)
    startpos = pos
    newitem = heap[pos]
    childpos = 2 * pos + 1
    while childpos < endpos:
        rightpos = childpos + 1
        if rightpos < endpos and not heap[childpos] < heap[rightpos]:
            childpos = rightpos
        heap[pos] = heap[childpos]
        pos = childpos
        childpos = 2 * pos + 1
    heap[pos] = newitem
    _siftdown(heap, startpos, pos)


def _siftdown_max(heap, startpos, pos):
    newitem = heap[pos]
    while pos > startpos:
        parentpos = (pos - 1) >> 1
        parent = heap[parentpos]
        if parent < newitem:
            heap[pos] = parent
            pos = parentpos
            continue
        break
    heap[pos] = newitem


def _siftup_max(heap, pos):
    endpos = len(heap)
    startpos = pos
    newitem = heap[pos]
    childpos = 2 * pos + 1
    while childpos < endpos:
        rightpos = childpos + 1
        if rightpos < endpos and not heap[rightpos] < heap[childpos]:
            childpos = rightpos
        heap[pos] = heap[childpos]
        pos = childpos
        childpos = 2 * pos + 1
    heap[pos] = newitem
    _siftdown_max(heap, startpos, pos)


def merge(*iterables, key=None, reverse=False):
    # Equivalent to sorted(chain(*iterables), key=key, reverse=reverse) for sorted inputs, lazy:
    # a heap of [key, order, value, iterator] entries (order breaks ties stably).
    h = []
    for order, it in enumerate(map(iter, iterables)):
        for value in it:
            k = value if key is None else key(value)
            h.append([k, order if not reverse else -order, value, it])
            break
    if reverse:
        # Largest first; equal keys keep the inputs' order.
        def better(a, b):
            return b[0] < a[0] or (not a[0] < b[0] and a[1] > b[1])
    else:
        def better(a, b):
            return a[0] < b[0] or (not b[0] < a[0] and a[1] < b[1])
    while h:
        best = 0
        for i in range(1, len(h)):
            if better(h[i], h[best]):
                best = i
        entry = h[best]
        yield entry[2]
        for value in entry[3]:
            entry[2] = value
            entry[0] = value if key is None else key(value)
            break
        else:
            del h[best]


def nsmallest(n, iterable, key=None):
    # Documented as sorted(iterable, key=key)[:n]; sorted is stable, as CPython's result is.
    if n <= 0:
        return []
    return sorted(iterable, key=key)[:n]


def nlargest(n, iterable, key=None):
    # Documented as sorted(iterable, key=key, reverse=True)[:n].
    if n <= 0:
        return []
    return sorted(iterable, key=key, reverse=True)[:n]
)PY";
}

}  // namespace basilisk::stdlib
