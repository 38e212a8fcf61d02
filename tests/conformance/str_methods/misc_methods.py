print("a-b".split("-"), "Hello".startswith("He"), "x".join("123"))
print("Hello World".swapcase(), "hello".title(), "HELLO".capitalize())
print("   ".isspace(), "".isspace(), "abc".isalnum())
print("%s" % "x".center(3).replace(" ", "_"))
s = "The Quick Brown Fox"
print(s.lower().split(), [w[0] for w in s.split()], "".join(w[0] for w in s.split()))
print(s.count(" ") + 1, len(s.split()), s.index("Quick"), s.upper().find("FOX"))
print(s[::-1].lower(), s.replace(" ", ""), s.lower().replace("quick", "slow").title())
