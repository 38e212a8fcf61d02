s = "a,b;c d"
print(s.replace(";", ",").replace(" ", ",").split(","))
print(list(map(str.strip, " a , b ,c ".split(","))))
print(sorted("hello world".split(), key=lambda w: w[::-1]))
print(str.join("-", ["x", "y"]), str.upper("abc"), str.split("a b"))
