import math


def lidar_point_blur(heading, range_m, bearing, range_sd, bearing_sd_deg):
    a = heading + bearing
    c = math.cos(a)
    s = math.sin(a)
    sb = bearing_sd_deg * math.pi / 180
    # dx = c dr - r s db ; dy = s dr + r c db
    var_x = (c * range_sd) ** 2 + (range_m * s * sb) ** 2
    var_y = (s * range_sd) ** 2 + (range_m * c * sb) ** 2
    cov = c * s * range_sd ** 2 + (-range_m * s) * (range_m * c) * sb ** 2
    return (math.sqrt(var_x), math.sqrt(var_y), cov)
