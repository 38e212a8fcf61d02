print("{} {} {}".format(1, "two", 3.0))
print("{0} {1} {0}".format("a", "b"), "{2}{1}{0}".format(*"xyz"))
print("{:d} {:5.1f} {:>6} {:<6}|".format(7, 2.345, "r", "l"))
print("{0:{1}}|".format("w", 5), "{:{}.{}f}".format(3.14159, 8, 2))
print("{}".format([1, {"k": (2,)}]), "{!r}".format("s"), "{:}".format(5))
try:
    "{0} {}".format(1, 2)
except ValueError as e:
    print("ValueError:", e)
try:
    "{} {}".format(1)
except IndexError as e:
    print("IndexError:", e)
