print("apple" < "banana", "apple" < "Apple", "a" * 3 == "aaa")
print("ell" in "hello", "" in "abc", "xyz" not in "abc", "H" in "hello")
print(sorted(["banana", "Apple", "cherry", "apple", "Banana"]))
print(sorted(["b10", "b2", "b1"]), max("hello"), min("hello"))
print("abc" == "abc", "abc" != "ABC", "abc".lower() == "ABC".lower())
print(sorted(["é", "e", "f", "z", "É"]))
words = ["pear", "fig", "banana", "kiwi"]
print(sorted(words, key=len), sorted(words, key=lambda w: (-len(w), w)))
