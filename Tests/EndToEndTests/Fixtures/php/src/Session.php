<?php

declare(strict_types=1);

/** The app user's PHP session: a PHPSESSID cookie, renewed at login and whenever it gets old. */
final class Session
{
    public static function start(Config $config): void
    {
        $directory = sys_get_temp_dir() . '/hp-php-sessions';
        if (!is_dir($directory)) {
            @mkdir($directory, 0700, true);
        }
        session_save_path($directory);
        session_start([
            'use_strict_mode' => true,
            'use_only_cookies' => true,
            'cookie_httponly' => true,
            'cookie_samesite' => 'Lax',
            'cookie_path' => '/',
            // Debian leaves session clean-up to a cron job that does not know this folder.
            'gc_probability' => 1,
            'gc_divisor' => 100,
        ]);
        if (isset($_SESSION['user']) && time() - ($_SESSION['renewed_at'] ?? 0) >= $config->sessionRotateSeconds) {
            self::renew();
        }
    }

    /** Logs the user in on a fresh session id (the old id is destroyed: no fixation). */
    public static function logIn(string $user): void
    {
        self::renew();
        $_SESSION['user'] = $user;
        $_SESSION['captures'] = [];
    }

    public static function user(): ?string
    {
        return $_SESSION['user'] ?? null;
    }

    /** Remembers that this user started the capture with Human Plugin id $id. */
    public static function own(string $id): void
    {
        $_SESSION['captures'][$id] = true;
    }

    public static function owns(string $id): bool
    {
        return isset($_SESSION['captures'][$id]);
    }

    private static function renew(): void
    {
        session_regenerate_id(true);
        $_SESSION['renewed_at'] = time();
    }
}
