import OpenRx
