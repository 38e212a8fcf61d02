print(format(3.14159, ".2f"), format(42, "05d"), format(255, "x"), format(255, "#X"), format(5, "b"))
print(format("hi", ">5"), format("hi", "<5") + "|", format("hi", "^6") + "|", format(1234567, ","), format(0.25, "%"))
print(format(12), format("s"), format(None), format(True), format(2.0), format(1e20, "g"), format(-3, "+d"))
print(format(1234.5, "_.1f"), format(10, "o"), format(-255, "#x"), format(65, "c"))
try:
    format("s", "d")
except ValueError as e:
    print("ValueError:", e)
