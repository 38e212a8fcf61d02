// heapq: heap functions on plain lists, merge, nsmallest/nlargest and the private max-heap
// helpers. Where equal items land is observable, so each routine makes the same `<`
// comparisons in the same order as CPython's: root removal walks the hole to a leaf and lets
// the displaced item climb back; selection keeps a bounded heap of (key, rank, value)
// entries; merge keeps one entry per input and copies the last input through.
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view heapq_source() {
    return R"PY(
__all__ = ['heappush', 'heappop', 'heapify', 'heapreplace', 'merge',
           'nlargest', 'nsmallest', 'heappushpop']

# Where equal items end up is observable (items that compare equal but differ, or that only
# define __lt__ and so are never "equal"), so every routine here makes exactly the `<`
# comparisons CPython's makes, in the same order:
#   - removing the root walks the hole down to a leaf, always taking the right child unless
#     the left one is strictly smaller, then lets the displaced item climb back up;
#   - selection (nsmallest/nlargest) keeps a bounded heap of decorated entries and only
#     replaces its top on a strict improvement;
#   - merge keeps one decorated entry per input in a heap and, once a single input is left,
#     copies it through.


# The collections containers CPython writes in C, whose type names carry their module.
_DOTTED = {'deque': 'collections.deque', 'OrderedDict': 'collections.OrderedDict',
           'defaultdict': 'collections.defaultdict'}


def _type_label(value):
    # CPython's argument errors name None as 'None' and C types by their dotted tp_name.
    if value is None:
        return 'None'
    kind = type(value)
    if kind.__module__ == 'collections' and kind.__name__ in _DOTTED:
        return _DOTTED[kind.__name__]
    return kind.__name__


def _need_list(heap, name, sole):
    if not isinstance(heap, list):
        which = 'argument' if sole else 'argument 1'
        raise TypeError(f'{name}() {which} must be list, not {_type_label(heap)}')


# ---------------------------------------------------------------- min-heap primitives

def _climb(heap, floor, pos):
    # heap[pos] moves toward the root (but not above `floor`) past every larger parent.
    item = heap[pos]
    while pos > floor:
        up = (pos - 1) >> 1
        parent = heap[up]
        if not item < parent:
            break
        heap[pos] = parent
        pos = up
    heap[pos] = item


def _sink(heap, pos):
    end = len(heap)
    top = pos
    item = heap[pos]
    child = 2 * pos + 1
    while child < end:
        other = child + 1
        if other < end and not heap[child] < heap[other]:
            child = other
        heap[pos] = heap[child]
        pos = child
        child = 2 * pos + 1
    heap[pos] = item
    _climb(heap, top, pos)


def heappush(heap, item, /):
    _need_list(heap, 'heappush', False)
    heap.append(item)
    _climb(heap, 0, len(heap) - 1)


def heappop(heap, /):
    _need_list(heap, 'heappop', True)
    if not heap:
        raise IndexError('index out of range')
    last = heap.pop()
    if not heap:
        return last
    smallest = heap[0]
    heap[0] = last
    _sink(heap, 0)
    return smallest


def heapreplace(heap, item, /):
    _need_list(heap, 'heapreplace', False)
    if not heap:
        raise IndexError('index out of range')
    smallest = heap[0]
    heap[0] = item
    _sink(heap, 0)
    return smallest


def heappushpop(heap, item, /):
    _need_list(heap, 'heappushpop', False)
    if not heap or not heap[0] < item:
        return item
    smallest = heap[0]
    heap[0] = item
    _sink(heap, 0)
    return smallest


def heapify(x, /):
    _need_list(x, 'heapify', True)
    for pos in range(len(x) // 2 - 1, -1, -1):
        _sink(x, pos)


# ---------------------------------------------------------------- max-heap primitives
# (private, but part of the module's known surface)

def _climb_max(heap, floor, pos):
    item = heap[pos]
    while pos > floor:
        up = (pos - 1) >> 1
        parent = heap[up]
        if not parent < item:
            break
        heap[pos] = parent
        pos = up
    heap[pos] = item


def _sink_max(heap, pos):
    end = len(heap)
    top = pos
    item = heap[pos]
    child = 2 * pos + 1
    while child < end:
        other = child + 1
        if other < end and not heap[other] < heap[child]:
            child = other
        heap[pos] = heap[child]
        pos = child
        child = 2 * pos + 1
    heap[pos] = item
    _climb_max(heap, top, pos)


def _heapify_max(x):
    for pos in range(len(x) // 2 - 1, -1, -1):
        _sink_max(x, pos)


def _heappop_max(heap):
    last = heap.pop()
    if not heap:
        return last
    largest = heap[0]
    heap[0] = last
    _sink_max(heap, 0)
    return largest


def _heapreplace_max(heap, item):
    largest = heap[0]
    heap[0] = item
    _sink_max(heap, 0)
    return largest


# ---------------------------------------------------------------- merge

def merge(*iterables, key=None, reverse=False):
    # Entries are [sort_key, rank, value, iterator] (without value when key is None: the value
    # is its own key). rank = input position, negated for reverse, so equal keys come out in
    # input order.
    sink, make_heap = (_sink_max, _heapify_max) if reverse else (_sink, heapify)
    sign = -1 if reverse else 1
    entries = []
    for rank, source in enumerate(iterables):
        advance = iter(source)
        try:
            first = next(advance)
        except StopIteration:
            continue
        if key is None:
            entries.append([first, rank * sign, advance])
        else:
            entries.append([key(first), rank * sign, first, advance])
    make_heap(entries)
    if key is None:
        while len(entries) > 1:
            try:
                while True:
                    entry = entries[0]
                    yield entry[0]
                    entry[0] = next(entry[2])
                    sink(entries, 0)
            except StopIteration:
                _drop_root(entries, sink)
        if entries:
            entry = entries[0]
            yield entry[0]
            yield from entry[2]
        return
    while len(entries) > 1:
        try:
            while True:
                entry = entries[0]
                yield entry[2]
                value = next(entry[3])
                entry[0] = key(value)
                entry[2] = value
                sink(entries, 0)
        except StopIteration:
            _drop_root(entries, sink)
    if entries:
        entry = entries[0]
        yield entry[2]
        yield from entry[3]


def _drop_root(heap, sink):
    last = heap.pop()
    if heap:
        heap[0] = last
        sink(heap, 0)


# ---------------------------------------------------------------- selection

_NOTHING = object()


def nsmallest(n, iterable, key=None):
    if n == 1:
        best = min(iterable, default=_NOTHING, key=key)
        return [] if best is _NOTHING else [best]
    try:
        whole = len(iterable)
    except (TypeError, AttributeError):
        whole = None
    if whole is not None and n >= whole:
        return sorted(iterable, key=key)[:n]
    if n <= 0:
        return []
    source = iter(iterable)
    # A max-heap of the n best so far; its top is the one to evict.
    kept = []
    if key is None:
        for rank, value in zip(range(n), source):
            kept.append((value, rank))
        if not kept:
            return []
        _heapify_max(kept)
        worst = kept[0][0]
        rank = n
        for value in source:
            if value < worst:
                _heapreplace_max(kept, (value, rank))
                worst = kept[0][0]
            rank += 1
        kept.sort()
        return [entry[0] for entry in kept]
    for rank, value in zip(range(n), source):
        kept.append((key(value), rank, value))
    if not kept:
        return []
    _heapify_max(kept)
    worst = kept[0][0]
    rank = n
    for value in source:
        k = key(value)
        if k < worst:
            _heapreplace_max(kept, (k, rank, value))
            worst = kept[0][0]
        rank += 1
    kept.sort()
    return [entry[2] for entry in kept]


def nlargest(n, iterable, key=None):
    if n == 1:
        best = max(iterable, default=_NOTHING, key=key)
        return [] if best is _NOTHING else [best]
    try:
        whole = len(iterable)
    except (TypeError, AttributeError):
        whole = None
    if whole is not None and n >= whole:
        return sorted(iterable, key=key, reverse=True)[:n]
    if n <= 0:
        return []
    source = iter(iterable)
    # A min-heap of the n best so far; ranks count down so earlier inputs rank higher.
    kept = []
    if key is None:
        for rank, value in zip(range(0, -n, -1), source):
            kept.append((value, rank))
        if not kept:
            return []
        heapify(kept)
        worst = kept[0][0]
        rank = -n
        for value in source:
            if worst < value:
                heapreplace(kept, (value, rank))
                worst = kept[0][0]
            rank -= 1
        kept.sort(reverse=True)
        return [entry[0] for entry in kept]
    for rank, value in zip(range(0, -n, -1), source):
        kept.append((key(value), rank, value))
    if not kept:
        return []
    heapify(kept)
    worst = kept[0][0]
    rank = -n
    for value in source:
        k = key(value)
        if worst < k:
            heapreplace(kept, (k, rank, value))
            worst = kept[0][0]
        rank -= 1
    kept.sort(reverse=True)
    return [entry[2] for entry in kept]
)PY";
}

}  // namespace basilisk::stdlib
