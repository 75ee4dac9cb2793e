<?php

declare(strict_types=1);

/**
 * Settings from the environment:
 *
 *   HUMAN_PLUGIN_BASE_URL, HUMAN_PLUGIN_TOKEN   where Human Plugin is and the key to call it with
 *   HUMAN_PLUGIN_CLIENT_ID                      default client-a
 *   CALLBACK_URI                                default com.example.capture://callback
 *   APP_TEST_PASSWORD                           the password every test user logs in with
 *   SESSION_ROTATE_SECONDS                      renew the session id when it is this old (default 300)
 *   FAULT                                       comma-separated rules to break on purpose:
 *       no-ownership-check     finishes any capture id it is given, for anyone
 *       no-status-check        takes a Human Plugin answer that is not 201 as a created process
 *       read-error-as-outcome  reports a read Human Plugin answered with an error (404, 500) as the outcome "rejected"
 *       retry-on-hang          sends a create Human Plugin did not answer in time once more
 *   STYLE                                       comma-separated correct ways other than this service's own:
 *       tolerant-read          finds the state with a regular expression when the answer has no "process"
 *       failed-as-error        answers a capture that failed at Human Plugin with {"ok": false}
 *       read-error-as-failed   reports a read Human Plugin answered with an error (404, 500) as the outcome "failed"
 *                              (one value for both: a warning of HP-FAULT-READ-ERROR, never a failure)
 */
final class Config
{
    public const KNOWN_FAULTS = ['no-ownership-check', 'no-status-check', 'read-error-as-outcome', 'retry-on-hang'];
    public const KNOWN_STYLES = ['tolerant-read', 'failed-as-error', 'read-error-as-failed'];

    /** @param list<string> $faults */
    private function __construct(
        public readonly string $humanPluginUrl,
        public readonly string $humanPluginToken,
        public readonly string $clientId,
        public readonly string $callbackUri,
        public readonly string $testPassword,
        public readonly int $sessionRotateSeconds,
        public readonly array $faults,
        public readonly array $styles,
    ) {
    }

    public static function fromEnvironment(): self
    {
        $faults = array_values(array_filter(array_map('trim', explode(',', self::env('FAULT', '')))));
        foreach ($faults as $fault) {
            if (!in_array($fault, self::KNOWN_FAULTS, true)) {
                throw new RuntimeException("unknown FAULT '$fault' (known: " . implode(', ', self::KNOWN_FAULTS) . ')');
            }
        }
        $styles = array_values(array_filter(array_map('trim', explode(',', self::env('STYLE', '')))));
        foreach ($styles as $style) {
            if (!in_array($style, self::KNOWN_STYLES, true)) {
                throw new RuntimeException("unknown STYLE '$style' (known: " . implode(', ', self::KNOWN_STYLES) . ')');
            }
        }
        $password = self::env('APP_TEST_PASSWORD', '');
        if ($password === '') {
            throw new RuntimeException('APP_TEST_PASSWORD is not set');
        }
        return new self(
            rtrim(self::env('HUMAN_PLUGIN_BASE_URL', 'http://127.0.0.1:8099'), '/'),
            self::env('HUMAN_PLUGIN_TOKEN', ''),
            self::env('HUMAN_PLUGIN_CLIENT_ID', 'client-a'),
            self::env('CALLBACK_URI', 'com.example.capture://callback'),
            $password,
            (int) self::env('SESSION_ROTATE_SECONDS', '300'),
            $faults,
            $styles,
        );
    }

    public function has(string $fault): bool
    {
        return in_array($fault, $this->faults, true);
    }

    public function hasStyle(string $style): bool
    {
        return in_array($style, $this->styles, true);
    }

    private static function env(string $name, string $default): string
    {
        $value = getenv($name);
        return $value === false || $value === '' ? $default : $value;
    }
}
