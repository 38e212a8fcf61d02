s = "hello"
t = s
s += " world"
print(s, t)
u = s.replace("world", "there")
print(s, u)
print(s.upper(), s)
try:
    s[0] = "H"
except TypeError as e:
    print(e)
try:
    del s[0]
except TypeError as e:
    print(e)
print(s.capitalize())
