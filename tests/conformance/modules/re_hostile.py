# re: linear-time matching. Patterns that make a backtracking engine take exponential time answer at
# once here (CPython hangs on the first; the programs print what CPython would print if it finished
# in a reasonable time, so the inputs are sized for CPython to finish too).
import re

print(re.match(r'(a+)+$', 'a' * 22 + 'b'))
print(re.match(r'(a|aa)+$', 'a' * 20 + 'b'))
print(re.search(r'(x+x+)+y', 'x' * 12))
print(len(re.findall('a', 'a' * 200000)))
big = 'word ' * 100000
print(len(re.findall(r'\w+', big)), len(re.sub(r'\s', '', big)), len(re.split(' ', big)))
print(re.search('needle', 'hay' * 100000 + 'needle').span())
print(re.search('é', 'ü' * 100000 + 'é').span())
print(sum(1 for _ in re.finditer('ü', 'ü' * 50000)))
print(re.fullmatch('(?:a{1,100}){1,5}', 'a' * 300) is not None, re.fullmatch('(?:a{1,3}){1,5}', 'a' * 16))
