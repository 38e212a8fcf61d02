print("building message")
n = 3
msg = "items: " + n
print(msg)
