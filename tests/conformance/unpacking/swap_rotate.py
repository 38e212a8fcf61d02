a, b, c = "abc"
a, b, c = b, c, a
print(a, b, c)
nums = [1, 2, 3, 4, 5]
first, *middle, last = nums
nums = [last, *middle, first]
print(nums)
rotated = [*nums[1:], nums[0]]
print(rotated)
x = [0, 1, 2]
x[0], x[1] = x[1], x[0]
print(x)
