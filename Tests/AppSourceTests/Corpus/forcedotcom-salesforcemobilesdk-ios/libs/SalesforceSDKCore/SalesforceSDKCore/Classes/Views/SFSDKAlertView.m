/*
 SFSDKAlertView.m
 SalesforceSDKCore
 
 Created by Raj Rao on 10/01/17.
 
 Copyright (c) 2017-present, salesforce.com, inc. All rights reserved.
 
 Redistribution and use of this software in source and binary forms, with or without modification,
 are permitted provided that the following conditions are met:
 * Redistributions of source code must retain the above copyright notice, this list of conditions
 and the following disclaimer.
 * Redistributions in binary form must reproduce the above copyright notice, this list of
 conditions and the following disclaimer in the documentation and/or other materials provided
 with the distribution.
 * Neither the name of salesforce.com, inc. nor the names of its contributors may be used to
 endorse or promote products derived from this software without specific prior written
 permission of salesforce.com, inc.
 
 THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND ANY EXPRESS OR
 IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE IMPLIED WARRANTIES OF MERCHANTABILITY AND
 FITNESS FOR A PARTICULAR PURPOSE ARE DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT OWNER OR
 CONTRIBUTORS BE LIABLE FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL
 DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR SERVICES; LOSS OF USE,
 DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER CAUSED AND ON ANY THEORY OF LIABILITY,
 WHETHER IN CONTRACT, STRICT LIABILITY, OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY
 WAY OUT OF THE USE OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
 */
#import <UIKit/UIAlertController.h>
#import "SFSDKAlertView.h"
#import "SFSDKAlertMessage.h"
#import "SFSDKWindowManager.h"
@interface SFSDKAlertView()
@property (nonatomic,strong) UIAlertController *controller;
@property (nonatomic,strong) SFSDKAlertMessage *message;
- (UIViewController *)blankViewController;
@end

@implementation SFSDKAlertView

- (instancetype)initWithMessage:(SFSDKAlertMessage *) message window:(SFSDKWindowContainer *)window {
    self = [super init];
    if (self) {
        _message = message;
        _window = window;
        _controller = [UIAlertController alertControllerWithTitle:self.message.alertTitle message:self.message.alertMessage preferredStyle:UIAlertControllerStyleAlert];

    }
    return self;
}

- (void)presentViewController:(BOOL)animated completion:(void (^ __nullable)(void))completion {
 
    __weak typeof(self) weakSelf = self;
    if (self.message.actionOneTitle!=nil) {
        UIAlertAction *actionOneButton =  [UIAlertAction actionWithTitle:self.message.actionOneTitle style:UIAlertActionStyleDefault handler:^(UIAlertAction *action) {
                                                                     __strong typeof(weakSelf) strongSelf = weakSelf;
                                                                     if (strongSelf.message.actionOneCompletion) {
                                                                         strongSelf.message.actionOneCompletion();
                                                                     }
                                                                 }];
        [self.controller addAction:actionOneButton];
    }
    
    if (self.message.actionTwoTitle!=nil) {
        
        UIAlertAction *actionTwoButton =  [UIAlertAction actionWithTitle:self.message.actionTwoTitle  style:UIAlertActionStyleDefault handler:^(UIAlertAction *action) {
            __strong typeof(weakSelf) strongSelf = weakSelf;
            if (strongSelf.message.actionTwoCompletion) {
                strongSelf.message.actionTwoCompletion();
            }
        }];
         [self.controller addAction:actionTwoButton];
    }
    __strong typeof (weakSelf) strongSelf = weakSelf;
    [self.window presentWindowAnimated:NO withCompletion:^{
        UIViewController *controller =  strongSelf.window.viewController;
        if (strongSelf.window.viewController.presentedViewController && !strongSelf.window.viewController.presentedViewController.isBeingDismissed) {
            controller = strongSelf.window.viewController.presentedViewController;
        }
        [controller presentViewController:strongSelf.controller animated:animated completion:completion];
     }];

}

- (UIViewController *)blankViewController {
    UIViewController *blankViewController = [[UIViewController alloc] init];
    [[blankViewController view] setBackgroundColor:[UIColor clearColor]];
    return blankViewController;
}


@end
