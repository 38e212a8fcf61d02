# find/rfind/index/rindex/count/startswith/endswith with start and end on ASCII and non-ASCII
# text (code point offsets), and a find loop over a long text that must stay linear.
s = "héllo wörld héllo"
print(s.find("l"), s.find("l", 3), s.rfind("héllo"), s.index("wö"), s.count("l"), s.count("l", 5, -2), s.startswith("wö", 6), s.endswith(("x", "llo")), s.find("", 100), s.rfind("", 3, 5))
try:
    s.index("zz")
except ValueError as e:
    print(e)
try:
    s.rindex("zz", 2)
except ValueError as e:
    print(e)
a = "abcabc"
print(a.find("c", -2), a.rfind("a", 0, 4), a.count(""), a.count("", 2), a.startswith("", 6), a.startswith("", 7), a.endswith("bc", -3))
text = "a,b\n" + "\n".join(f"{i},{i * 2}" for i in range(30000))
pos = n = 0
while (j := text.find("\n", pos)) >= 0:
    pos = j + 1
    n += 1
print(n, text.count(",", 1000), text.rfind("\n", 0, 50000), text.startswith("29999", text.rfind("\n") + 1))
