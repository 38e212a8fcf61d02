nums = list(range(10))
del nums[::3]
print(nums)
del nums[-1]
print(nums)
evens = [n for n in range(20) if n % 2 == 0]
for n in evens[:]:
    if n % 4 == 0:
        evens.remove(n)
print(evens)
i = 0
items = ["a", "", "b", "", "", "c"]
while i < len(items):
    if not items[i]:
        del items[i]
    else:
        i += 1
print(items)
x = [1, 2, 3]
del x[:]
print(x)
