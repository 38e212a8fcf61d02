def classify(n):
    if n < 0:
        return "negative"
    elif n == 0:
        return "zero"
    elif n < 10:
        return "small"
    elif n < 100:
        return "medium"
    else:
        return "large"
print([classify(n) for n in [-5, 0, 3, 50, 500]])
x = 15
if x % 3 == 0 and x % 5 == 0:
    print("fizzbuzz")
if x > 10:
    if x > 20:
        print("> 20")
    else:
        print("10 < x <= 20")
if not []:
    print("empty list is falsy")
if None:
    print("never")
elif 0:
    print("never")
print("end")
