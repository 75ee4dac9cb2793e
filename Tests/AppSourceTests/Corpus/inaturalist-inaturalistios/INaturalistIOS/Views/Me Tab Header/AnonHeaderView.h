//
//  AnonHeaderView.h
//  iNaturalist
//
//  Created by Alex Shepard on 1/8/20.
//  Copyright © 2020 iNaturalist. All rights reserved.
//

#import <UIKit/UIKit.h>

@interface AnonHeaderView : UIView
@property IBOutlet UIButton *loginButton;
@property IBOutlet UIButton *signupButton;
@end
