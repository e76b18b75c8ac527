#include "engine/model/address.hpp"

#include <arpa/inet.h>

#include <algorithm>

namespace iometry::model {

IpFamily ipFamily(const std::string& address) {
    unsigned char buffer[16];
    if (inet_pton(AF_INET, address.c_str(), buffer) == 1) return IpFamily::V4;
    if (inet_pton(AF_INET6, address.c_str(), buffer) == 1) return IpFamily::V6;
    return IpFamily::Invalid;
}

bool isLoopbackAddress(const std::string& address) {
    unsigned char v4[4], v6[16];
    if (inet_pton(AF_INET, address.c_str(), v4) == 1) return v4[0] == 127;
    static const unsigned char loop6[16] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1};
    return inet_pton(AF_INET6, address.c_str(), v6) == 1 && std::equal(v6, v6 + 16, loop6);
}

bool isLinkLocalAddress(const std::string& address) {
    unsigned char v6[16];
    return inet_pton(AF_INET6, address.c_str(), v6) == 1 && v6[0] == 0xfe && (v6[1] & 0xc0) == 0x80;
}

bool familiesDiffer(const std::string& a, const std::string& b) {
    const IpFamily fa = ipFamily(a), fb = ipFamily(b);
    return fa != IpFamily::Invalid && fb != IpFamily::Invalid && fa != fb;
}

}  // namespace iometry::model
