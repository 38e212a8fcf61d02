data = [3, 8, 1, 9, 4]
if (n := len(data)) > 3:
    print("long list", n)
print(n)
vals = [y for x in data if (y := x * 2) > 6]
print(vals, y)
items = ["a", "b", "c"]
i = 0
while (i := i + 1) < 4:
    print("iter", i)
print((z := 10) + z)
def f(x):
    return x * x
results = [r for v in range(6) if (r := f(v)) % 2 == 0]
print(results)
chunks = iter([[1, 2], [3], []])
while chunk := next(chunks):
    print("chunk", chunk)
print([last := v for v in "xyz"], last)
