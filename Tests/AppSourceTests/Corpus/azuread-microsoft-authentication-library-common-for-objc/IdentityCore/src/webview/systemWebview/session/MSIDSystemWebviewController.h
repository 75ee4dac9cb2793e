//------------------------------------------------------------------------------
//
// Copyright (c) Microsoft Corporation.
// All rights reserved.
//
// This code is licensed under the MIT License.
//
// Permission is hereby granted, free of charge, to any person obtaining a copy
// of this software and associated documentation files(the "Software"), to deal
// in the Software without restriction, including without limitation the rights
// to use, copy, modify, merge, publish, distribute, sublicense, and / or sell
// copies of the Software, and to permit persons to whom the Software is
// furnished to do so, subject to the following conditions :
//
// The above copyright notice and this permission notice shall be included in
// all copies or substantial portions of the Software.
//
// THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
// IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
// FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT.IN NO EVENT SHALL THE
// AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
// LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
// OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN
// THE SOFTWARE.
//
//------------------------------------------------------------------------------
#if !MSID_EXCLUDE_SYSTEMWV

#import <Foundation/Foundation.h>
#import "MSIDWebviewInteracting.h"
#import "MSIDConstants.h"

@class MSIDOauth2Factory;

@interface MSIDSystemWebviewController : NSObject<MSIDWebviewInteracting>

- (instancetype)initWithStartURL:(NSURL *)startURL
                     redirectURI:(NSString *)redirectURI
                parentController:(MSIDViewController *)parentController
        useAuthenticationSession:(BOOL)useAuthenticationSession
       allowSafariViewController:(BOOL)allowSafariViewController
      ephemeralWebBrowserSession:(BOOL)prefersEphemeralWebBrowserSession
                         context:(id<MSIDRequestContext>)context;

- (instancetype)initWithStartURL:(NSURL *)startURL
                     redirectURI:(NSString *)redirectURI
                parentController:(MSIDViewController *)parentController
        useAuthenticationSession:(BOOL)useAuthenticationSession
       allowSafariViewController:(BOOL)allowSafariViewController
      ephemeralWebBrowserSession:(BOOL)prefersEphemeralWebBrowserSession
               additionalHeaders:(NSDictionary<NSString *, NSString *> *)additionalHeaders
                         context:(id<MSIDRequestContext>)context;

- (BOOL)handleURLResponse:(NSURL *)url;

@property (atomic, readonly) NSURL *startURL;
@property (atomic, readonly) NSURL *redirectURL;

@property (weak, nonatomic) MSIDViewController *parentController;

#if TARGET_OS_IPHONE
@property (nonatomic) UIModalPresentationStyle presentationType;
@property (nonatomic) NSArray<UIActivity *> *appActivities;
#else
@property (nonatomic) NSArray<NSSharingService *> *appActivities;
#endif

+ (instancetype)sharedController;

@end

#endif

