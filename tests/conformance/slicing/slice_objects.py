s = slice(1, None, 2)
data = "abcdefgh"
print(data[s], list(range(10))[s], s.start, s.stop, s.step)
evens = slice(None, None, 2)
odds = slice(1, None, 2)
nums = list(range(1, 11))
print(nums[evens], nums[odds])
print(slice(3).indices(10), slice(-3, None).indices(10), slice(None, None, -1).indices(5), slice(2, 100, 3).indices(10))
FIELDS = {"id": slice(0, 4), "name": slice(4, 12), "qty": slice(12, 15)}
record = "0042Widget  007"
print({k: record[v].strip() for k, v in FIELDS.items()})
