<?php

declare(strict_types=1);

/*
 * A back-end for the Human Plugin iOS capture, for PHP's built-in server (see serve.sh):
 * a classic PHP session API. The app logs in with a form, keeps the PHPSESSID cookie, and every
 * answer is HTTP 200 with "ok" saying whether it worked.
 *
 *   GET  /health            {"ok": true}
 *   POST /login             form username, password      -> {"ok": true, "user"}
 *   POST /captures          JSON documentNumber, documentType -> {"ok": true, "capture": {"id", "link"}}
 *   POST /captures/finish   form id                      -> {"ok": true, "capture": {"id", "status"}}
 *
 * Errors: {"ok": false, "error": {"code", "message"}}. Settings: src/Config.php.
 */

require __DIR__ . '/src/Config.php';
require __DIR__ . '/src/Reply.php';
require __DIR__ . '/src/Session.php';
require __DIR__ . '/src/HumanPlugin.php';
require __DIR__ . '/src/Captures.php';

try {
    $config = Config::fromEnvironment();
} catch (RuntimeException $error) {
    error_log('configuration: ' . $error->getMessage());
    Reply::send(Reply::error('misconfigured', 'the service is not configured'), 500);
    return true;
}

$method = $_SERVER['REQUEST_METHOD'];
$path = parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH);

if ($method === 'GET' && $path === '/health') {
    Reply::send(Reply::ok());
    return true;
}

$routes = ['POST /login', 'POST /captures', 'POST /captures/finish'];
if (!in_array("$method $path", $routes, true)) {
    Reply::send(Reply::error('not_found', "no route for $method $path"), 404);
    return true;
}

Session::start($config);

if ($path === '/login') {
    $user = $_POST['username'] ?? '';
    $password = $_POST['password'] ?? '';
    if (!is_string($user) || $user === '' || !is_string($password) || !hash_equals($config->testPassword, $password)) {
        Reply::send(Reply::error('invalid_credentials', 'wrong username or password'));
        return true;
    }
    Session::logIn($user);
    Reply::send(Reply::ok(['user' => $user]));
    return true;
}

if (Session::user() === null) {
    Reply::send(Reply::error('not_logged_in', 'log in first'));
    return true;
}

$captures = new Captures($config, new HumanPlugin($config));
if ($path === '/captures') {
    $input = json_decode((string) file_get_contents('php://input'), true);
    Reply::send($captures->start(is_array($input) ? $input : []));
} else {
    $id = $_POST['id'] ?? '';
    Reply::send($captures->finish(is_string($id) ? $id : ''));
}
return true;
