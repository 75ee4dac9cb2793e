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

#import "MSIDCBAWebAADAuthResponse.h"
#import "MSIDConstants.h"
#import "MSIDInteractiveTokenRequestParameters.h"

@implementation MSIDCBAWebAADAuthResponse

+ (BOOL)isCBAWebAADAuthResponse:(NSURL *)url
{
    if (!url) return NO;
    return ([url.scheme isEqualToString:@"msauth"] && [url.host isEqualToString:@"code"]);
}

- (instancetype)initWithURL:(NSURL *)url
                    context:(id<MSIDRequestContext>)context
                      error:(NSError *__autoreleasing*)error
{
    // Check for WPJ or broker response
    if (![self.class isCBAWebAADAuthResponse:url])
    {
        if (error)
        {
            *error = MSIDCreateError(MSIDOAuthErrorDomain,
                                     MSIDErrorServerInvalidResponse,
                                     @"MSAuth CBA response should have msauth as a scheme and code as a host",
                                     nil, nil, nil, context.correlationId, nil, NO);
        }
        return nil;
    }
    
    self = [super initWithURL:url context:context error:error];
    if (self)
    {
        NSURLComponents *resultUrlComponents = [NSURLComponents componentsWithURL:url resolvingAgainstBaseURL:NO];
        resultUrlComponents.query = nil;
        resultUrlComponents.fragment = nil;
        
        _redirectUri = resultUrlComponents.URL.absoluteString;
    }
    
    return self;
}

#pragma mark - MSIDWebOAuth2AuthCodeResponse

- (void)updateRequestParameters:(MSIDInteractiveTokenRequestParameters *)requestParameters
{
    [super updateRequestParameters:requestParameters];
    
    requestParameters.redirectUri = self.redirectUri;
}

@end
