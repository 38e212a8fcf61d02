nums = [5, 2, 9, 1, 5, 6, -3]
nums.sort()
print(nums)
nums.sort(reverse=True)
print(nums)
words = ["banana", "Apple", "cherry", "date", "Elderberry", "fig"]
words.sort()
print(words)
words.sort(key=str.lower)
print(words)
words.sort(key=len)
print(words)
words.sort(key=lambda w: (len(w), w.lower()), reverse=True)
print(words)
print(sorted(words, key=lambda w: w[-1]))
pairs = [(1, "b"), (0, "z"), (1, "a"), (0, "a")]
print(sorted(pairs), sorted(pairs, key=lambda p: p[1]), sorted(pairs, reverse=True))
print(nums.sort() is None)
try:
    [1, "a"].sort()
except TypeError as e:
    print("TypeError:", e)
