# time.strftime takes the weekday as CPython does: it becomes C's (Sunday 0) by C's remainder
# (wday + 1) % 7, and only a negative result is out of range (-1 and -8 are Sunday, -2 is an
# error; 7 is Monday, 13 Sunday). struct_time() of a non-sequence says it needs a sequence.
import time

for w in [-15, -9, -8, -7, -2, -1, 0, 3, 6, 7, 8, 13, 14, 20]:
    try:
        print(w, time.strftime('%a %A %u %w', (2024, 1, 1, 0, 0, 0, w, 1, 0)))
    except ValueError as e:
        print(w, e)
for a in [1, 1.5, None, 'abcdefghi', range(9)]:
    try:
        print(time.struct_time(a))
    except TypeError as e:
        print(e)
