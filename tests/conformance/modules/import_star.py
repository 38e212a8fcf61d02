# from M import *: __all__ when the module defines it, else the names not starting with '_'.
from keyword import *
print(iskeyword("def"), issoftkeyword("case"), softkwlist, len(kwlist))
import keyword
print(kwlist is keyword.kwlist)
try:
    _kwset
except NameError as e:
    print(e)
# Rebinding after the import does not touch the module.
kwlist = []
print(len(keyword.kwlist))
