class = 5
print(class)
