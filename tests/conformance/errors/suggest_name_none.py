# Nothing close enough: no suggestion is printed.
alpha = 1
print(alpha)
print(completely_unrelated_name)
