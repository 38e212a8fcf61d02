s = "abc"
print(s[-3])
print(s[5])
