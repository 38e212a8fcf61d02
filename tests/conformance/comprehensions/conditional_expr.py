for n in [-5, 0, 5]:
    print(n, "positive" if n > 0 else "zero" if n == 0 else "negative")
print(["fizz" * (i % 3 == 0) + "buzz" * (i % 5 == 0) or str(i) for i in range(1, 16)])
x = None
print(x if x is not None else "default", (lambda v: v * 2 if v else -1)(0))
grade = lambda s: "A" if s >= 90 else "B" if s >= 80 else "C" if s >= 70 else "F"
print([grade(s) for s in [95, 85, 75, 50, 90, 80]])
