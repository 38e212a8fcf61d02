handler = None
print("calling")
handler()
