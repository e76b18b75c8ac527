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

bool isWildcardAddress(const std::string& address) {
    unsigned char bytes[16];
    const auto zero = [&](int n) {
        return std::all_of(bytes, bytes + n, [](unsigned char b) { return b == 0; });
    };
    if (inet_pton(AF_INET, address.c_str(), bytes) == 1) return zero(4);
    return inet_pton(AF_INET6, address.c_str(), bytes) == 1 && zero(16);
}

bool familiesDiffer(const std::string& a, const std::string& b) {
    const IpFamily fa = ipFamily(a), fb = ipFamily(b);
    return fa != IpFamily::Invalid && fb != IpFamily::Invalid && fa != fb;
}

std::string loopbackAddress(IpFamily family) {
    return family == IpFamily::V6 ? "::1" : "127.0.0.1";
}

std::string bracketedHost(const std::string& host) {
    const bool v6 = ipFamily(host.substr(0, host.find('%'))) == IpFamily::V6;
    return v6 ? "[" + host + "]" : host;
}

std::string hostPort(const std::string& host, std::uint16_t port) {
    return bracketedHost(host) + ":" + std::to_string(port);
}

}  // namespace iometry::model
