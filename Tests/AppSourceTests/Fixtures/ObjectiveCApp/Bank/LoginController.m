#import <AuthenticationServices/AuthenticationServices.h>
#import "LoginController.h"

/* The bank's own OAuth login: shares the browser's cookies on purpose (a /* is no nesting in C),
   starts before it has a presenter, and never looks at what the session returns. */
@implementation LoginController {
    ASWebAuthenticationSession *_session;
}

- (void)logInWithURL:(NSURL *)authorizeURL done:(void (^)(NSURL *))done {
    char quote = '"';
    _session = [[ASWebAuthenticationSession alloc] initWithURL:authorizeURL callbackURLScheme:@"banklogin://" completionHandler:^(NSURL *url, NSError *error) {
        [self reloadAccount];
    }];
    [_session setPrefersEphemeralWebBrowserSession:NO];
    [_session start];
    _session.presentationContextProvider = self;
}

@end
