s = "banana bandana"
print(s.count("a"), s.count("an"), s.count("ana"), s.count(""), s.count("a", 3), s.count("a", 2, 6), s.count("z"))
print(s.replace("an", "AN"), s.replace("an", "AN", 1), s.replace("a", ""), s.replace("", "-"))
print("aaaa".replace("aa", "b"), "abc".replace("x", "y"), s.replace("banana", "apple", 0))
print("a.b.c".replace(".", "/"), "tab\tsep".replace("\t", "    "))
