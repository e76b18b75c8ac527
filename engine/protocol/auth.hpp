#pragma once
/**
 * @file
 * @brief Shared-token authentication: HMAC-SHA256 challenge and response, both ways.
 *
 * The manager sends a fresh nonce; the dynamo answers with its own nonce and
 * HMAC(token, "dynamo|" server_nonce "|" client_nonce "|" name); the manager proves itself
 * with HMAC(token, "manager|" server_nonce "|" client_nonce "|" name). Neither side ever
 * sends the token.
 */

#include <optional>
#include <string>
#include <string_view>

namespace iometry::protocol {

/** @brief HMAC-SHA256 of @p message under @p key, as lowercase hex. */
std::string hmacSha256Hex(std::string_view key, std::string_view message);

/** @brief @p bytes cryptographically random bytes, as lowercase hex. */
std::string randomHex(std::size_t bytes);

/** @brief Compares in time independent of where the strings differ. */
bool constantTimeEquals(std::string_view a, std::string_view b);

std::string dynamoProof(std::string_view token, std::string_view serverNonce,
                        std::string_view clientNonce, std::string_view name);
std::string managerProof(std::string_view token, std::string_view serverNonce,
                         std::string_view clientNonce, std::string_view name);

/**
 * @brief Reads a token file: its first line, surrounding whitespace removed.
 * @return the token, or nullopt with @p error set (missing, unreadable, empty).
 */
std::optional<std::string> readTokenFile(const std::string& path, std::string& error);

/** @brief Writes @p token to a new file readable by the owner only. */
bool writeTokenFile(const std::string& path, std::string_view token, std::string& error);

}  // namespace iometry::protocol
