from __future__ import braces_please
print(1)
