s = {1, 2, 3}
s.add(4)
s.add(2)
print(sorted(s))
s.discard(10)
s.discard(1)
print(sorted(s))
s.remove(2)
print(sorted(s))
try:
    s.remove(99)
except KeyError as e:
    print("KeyError:", e)
s.update([5, 6], {7})
print(sorted(s))
s |= {8}
s &= {3, 4, 5, 6, 7, 8, 100}
print(sorted(s))
s -= {3}
s ^= {4, 9}
print(sorted(s))
s.intersection_update({5, 6, 9})
print(sorted(s))
s.difference_update({5})
print(sorted(s))
s.symmetric_difference_update({6, 1})
print(sorted(s))
print(s.pop() in {1, 9}, len(s))
s.clear()
print(sorted(s))
try:
    set().pop()
except KeyError as e:
    print("KeyError:", e)
