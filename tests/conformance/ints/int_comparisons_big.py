a = 2 ** 100
b = 2 ** 100 + 1
print(a < b, a == b - 1, a != b, max(a, b) - min(a, b))
print(sorted([b, 3, a, -a, 0]))
print(a > 1e30, a < 1e31, float(a))
print(-a < -1, -a // -1 == a)
print(str(a)[::-1][:5], len(str(a)))
nums = [10 ** k for k in range(0, 40, 5)]
print(nums)
print(sum(nums))
print([n % 9 for n in nums])
