# A misspelt built-in: the suggestion comes from the builtins.
values = [3, 1, 2]
print(sorted(values))
print(sortd(values))
