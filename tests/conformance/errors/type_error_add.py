count = 5
print("count:", count)
total = count + "1"
