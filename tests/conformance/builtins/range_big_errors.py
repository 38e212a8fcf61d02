# Ranges past int64: len() of a range longer than sys.maxsize is an OverflowError (iteration,
# indexing and slicing still work), and the argument errors are CPython's.
R = range(-2**63, 2**63 - 1)
try:
    len(R)
except OverflowError as e:
    print("OverflowError:", e)
print(R, bool(R), R[0], R[-1], R[2**63], R[2**64 - 2], R[::2**62], R[-3:], 0 in R, 2**63 - 1 in R)
print(next(iter(R)), list(reversed(R[:3])), R.index(0), R.count(-2**63))
big = range(0, 10**30, 7)
try:
    len(big)
except OverflowError as e:
    print("OverflowError:", e)
print(big[10**25], big[-1], 10**29 in big, 7 * 10**28 in big, big[10**20:10**21:3], list(big[:3]))
print(big.index(7 * 10**28), big == range(0, 10**30 - 6, 7), big == range(0, 10**30, 14))
try:
    len(range(10**20))
except OverflowError as e:
    print("OverflowError:", e)
try:
    range(10**20, 0, 0)
except ValueError as e:
    print("ValueError:", e)
try:
    range(10**20, 1.5)
except TypeError as e:
    print("TypeError:", e)
try:
    range(1.5, 10**20)
except TypeError as e:
    print("TypeError:", e)
try:
    range(10**20)["a"]
except TypeError as e:
    print("TypeError:", e)
try:
    range(10**20)[::0]
except ValueError as e:
    print("ValueError:", e)
try:
    range(10**20)[1.5:]
except TypeError as e:
    print("TypeError:", e)
class Big:
    def __index__(self):
        return 10**21
print(range(Big()), range(1, Big(), Big())[0], range(10**22)[Big()], range(10**22)[Big():][:2])
print(range(10**20, 10**20 + 3).index(float(10**20 + 1)) if False else range(10**20, 10**20 + 3).count(10**20 + 1))
try:
    range(10**20, 10**20 + 3).index("x")
except ValueError as e:
    print("ValueError:", e)
