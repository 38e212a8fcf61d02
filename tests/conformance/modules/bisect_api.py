# bisect: positions on ties, lo/hi bounds, key=, insort on lists and custom sequences, errors.
import bisect


def attempt(label, fn, *args, **kwargs):
    try:
        print(label, fn(*args, **kwargs))
    except Exception as e:
        print(label, type(e).__name__, e)


data = [1, 2, 2, 2, 3, 5, 8]
for x in [0, 1, 2, 3, 4, 8, 9]:
    print(x, bisect.bisect_left(data, x), bisect.bisect_right(data, x), bisect.bisect(data, x))

# lo / hi windows, including lo > hi, hi beyond the end and hi=-1 (means "whole sequence").
for lo, hi in [(0, None), (2, None), (0, 3), (1, 4), (3, 1), (5, 5), (0, -1), (0, -2), (2, 0)]:
    print(lo, hi, bisect.bisect_left(data, 2, lo, hi), bisect.bisect_right(data, 2, lo, hi))
print(bisect.bisect_left(data, 2, lo=1), bisect.bisect_right(data, 2, hi=3))
print(bisect.bisect_left(data, 100, 10), bisect.bisect_right([], 1))
print(bisect.bisect_left(data, 2, True, 5), bisect.bisect_right(data, 2, False))

# Booleans and index-like objects are accepted for the bounds.
class Two:
    def __index__(self):
        return 2


print(bisect.bisect_left(data, 2, Two()), bisect.bisect_right(data, 8, 0, Two()))

# key= applies to the elements only; x is already a key.
people = [('ann', 21), ('bob', 30), ('cy', 30), ('dee', 45)]
age = lambda p: p[1]
print(bisect.bisect_left(people, 30, key=age), bisect.bisect_right(people, 30, key=age))
print(bisect.bisect(people, 50, key=age), bisect.bisect_left(people, 0, key=age, lo=1))
print(bisect.bisect_left(data, 2, key=None), bisect.bisect_right(data, 2, 0, 4, key=None))
bisect.insort(people, ('eve', 30), key=age)
bisect.insort_left(people, ('fay', 30), key=age)
bisect.insort_right(people, ('gus', 99), key=age)
print(people)

# insort on ties: left goes before equal items, right after (visible with distinct objects).
class Box:
    def __init__(self, v, tag):
        self.v, self.tag = v, tag

    def __lt__(self, other):
        return self.v < other.v

    def __repr__(self):
        return '%s%s' % (self.v, self.tag)


boxes = [Box(1, 'a'), Box(2, 'a'), Box(2, 'b'), Box(3, 'a')]
bisect.insort_left(boxes, Box(2, 'L'))
bisect.insort_right(boxes, Box(2, 'R'))
bisect.insort(boxes, Box(2, 'I'))
bisect.insort(boxes, Box(0, 'z'), 0, 0)
print(boxes)
nums = []
for v in [5, 1, 4, 1, 5, 9, 2, 6]:
    bisect.insort(nums, v)
print(nums)
nums2 = [1, 5, 9]
bisect.insort_left(nums2, 7, 1, 2)
bisect.insort_right(nums2, 0, hi=1)
print(nums2)

# Which indexes are probed, and how often key is called.
class Seq:
    def __init__(self, items):
        self.items = list(items)
        self.log = []

    def __len__(self):
        return len(self.items)

    def __getitem__(self, i):
        self.log.append(i)
        return self.items[i]

    def insert(self, i, x):
        self.log.append(('insert', i, x))
        self.items.insert(i, x)


s = Seq([1, 3, 5, 7, 9, 11])
print(bisect.bisect_left(s, 7), s.log)
s.log.clear()
print(bisect.bisect_right(s, 7), s.log)
s.log.clear()
bisect.insort(s, 6)
print(s.items, s.log)
s.log.clear()
bisect.insort_left(s, 6, key=lambda v: v)
print(s.items, s.log)
calls = []


def k(v):
    calls.append(v)
    return v


big = list(range(0, 40, 3))
print(bisect.bisect_left(big, 20, key=k), calls)
calls.clear()
bisect.insort(big, 20, key=k)
print(big, calls)

# Errors.
attempt('neg lo', bisect.bisect_left, data, 1, -1)
attempt('neg lo right', bisect.bisect_right, data, 1, lo=-5)
attempt('neg lo insort', bisect.insort, [1, 2], 1, -3)
attempt('neg lo insort_left', bisect.insort_left, [1, 2], 1, -1)
attempt('str lo', bisect.bisect_left, data, 1, 'a')
attempt('float lo', bisect.bisect_right, data, 1, 1.5)
attempt('None lo', bisect.bisect_right, data, 1, None)
attempt('str hi', bisect.bisect_left, data, 1, 0, 'b')
attempt('float hi', bisect.bisect_right, data, 1, hi=2.0)
attempt('no len', bisect.bisect_left, None, 1)
attempt('mixed', bisect.bisect_left, [1, 'a'], 1)
attempt('past end', bisect.bisect_left, [1, 2], 5, 0, 10)
attempt('tuple insort', bisect.insort, (1, 2), 1)
attempt('key error', bisect.bisect_left, [1, 2, 3], 2, key=lambda v: v['x'])
print(bisect.bisect_left((1, 2, 3), 2), bisect.bisect_right('abcde', 'c'), bisect.bisect_left(range(100), 42))
print(bisect.bisect.__name__, bisect.insort.__name__)
print(sorted(n for n in dir(bisect) if not n.startswith('_')))
