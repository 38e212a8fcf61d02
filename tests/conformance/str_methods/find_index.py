s = "hello world, hello there"
print(s.find("hello"), s.find("hello", 1), s.find("xyz"), s.find(""), s.find("o", 5, 8), s.find("o", -5))
print(s.rfind("hello"), s.rfind("o"), s.rfind("o", 0, 10), s.rfind("zz"), s.rfind(""))
print(s.index("world"), s.rindex("e"), s.index("l", 5))
try:
    s.index("zzz")
except ValueError as e:
    print("ValueError:", e)
try:
    s.rindex("q")
except ValueError as e:
    print("ValueError:", e)
print("abc".find("c", 10), "abc".find("", 3), "abc".find("", 4))
