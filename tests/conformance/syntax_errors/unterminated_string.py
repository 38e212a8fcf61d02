print("start)
print("never")
