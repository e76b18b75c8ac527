#include "engine/protocol/auth.hpp"

#include <fcntl.h>
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/rand.h>
#include <unistd.h>

#include <cstring>
#include <fstream>
#include <stdexcept>

namespace iometry::protocol {
namespace {

std::string toHex(const unsigned char* data, std::size_t n) {
    static constexpr char kDigits[] = "0123456789abcdef";
    std::string out(n * 2, '0');
    for (std::size_t i = 0; i < n; ++i) {
        out[2 * i] = kDigits[data[i] >> 4];
        out[2 * i + 1] = kDigits[data[i] & 0xf];
    }
    return out;
}

std::string proof(std::string_view role, std::string_view token, std::string_view serverNonce,
                  std::string_view clientNonce, std::string_view name) {
    std::string message;
    message.append(role).append("|").append(serverNonce).append("|").append(clientNonce);
    message.append("|").append(name);
    return hmacSha256Hex(token, message);
}

}  // namespace

std::string hmacSha256Hex(std::string_view key, std::string_view message) {
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int length = 0;
    HMAC(EVP_sha256(), key.data(), static_cast<int>(key.size()),
         reinterpret_cast<const unsigned char*>(message.data()), message.size(), digest, &length);
    return toHex(digest, length);
}

std::string randomHex(std::size_t bytes) {
    std::string raw(bytes, '\0');
    if (RAND_bytes(reinterpret_cast<unsigned char*>(raw.data()), static_cast<int>(bytes)) != 1)
        throw std::runtime_error("no random numbers available (RAND_bytes failed)");
    return toHex(reinterpret_cast<const unsigned char*>(raw.data()), bytes);
}

bool constantTimeEquals(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    return CRYPTO_memcmp(a.data(), b.data(), a.size()) == 0;
}

std::string dynamoProof(std::string_view token, std::string_view serverNonce,
                        std::string_view clientNonce, std::string_view name) {
    return proof("dynamo", token, serverNonce, clientNonce, name);
}

std::string managerProof(std::string_view token, std::string_view serverNonce,
                         std::string_view clientNonce, std::string_view name) {
    return proof("manager", token, serverNonce, clientNonce, name);
}

std::optional<std::string> readTokenFile(const std::string& path, std::string& error) {
    std::ifstream in(path);
    if (!in) {
        error = "cannot read token file " + path + ": " + std::strerror(errno);
        return std::nullopt;
    }
    std::string line;
    std::getline(in, line);
    const auto first = line.find_first_not_of(" \t\r\n");
    const auto last = line.find_last_not_of(" \t\r\n");
    if (first == std::string::npos) {
        error = "token file " + path + " is empty";
        return std::nullopt;
    }
    return line.substr(first, last - first + 1);
}

bool writeTokenFile(const std::string& path, std::string_view token, std::string& error) {
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (fd < 0) {
        error = "cannot create token file " + path + ": " + std::strerror(errno);
        return false;
    }
    std::string text(token);
    text += '\n';
    const bool ok = ::write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size());
    ::close(fd);
    if (!ok) error = "cannot write token file " + path;
    return ok;
}

}  // namespace iometry::protocol
