#import <AuthenticationServices/AuthenticationServices.h>
#import "CaptureController.h"

// The Human Plugin capture, in Objective-C: opens the link of the back-end's start answer.
@interface CaptureController () <ASWebAuthenticationPresentationContextProviding>
@property (nonatomic, strong) ASWebAuthenticationSession *session;
@end

@implementation CaptureController

- (void)captureLink:(NSURL *)link ended:(void (^)(BOOL))ended {
    self.session = [[ASWebAuthenticationSession alloc] initWithURL:link
                                                 callbackURLScheme:@"bankcapture"
                                                 completionHandler:^(NSURL * _Nullable callbackURL, NSError * _Nullable error) {
        if (error.code == ASWebAuthenticationSessionErrorCodeCanceledLogin) {
            ended(NO);
            return;
        }
        ended(callbackURL != nil);
    }];
    self.session.presentationContextProvider = self;
    self.session.prefersEphemeralWebBrowserSession = YES;
    [self.session start];
}

- (ASPresentationAnchor)presentationAnchorForWebAuthenticationSession:(ASWebAuthenticationSession *)session {
    return [[ASPresentationAnchor alloc] init];
}

@end
